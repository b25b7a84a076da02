import styled from 'styled-components';

export const Card = styled.section`
  inline-size: min(100%, 28rem);
  margin-inline: auto;
  padding: var(--gaia-space-6) var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
  @media (max-width: 767px) {
    padding: var(--gaia-space-5) var(--gaia-space-4);
    box-shadow: none;
  }
`;

export const Title = styled.h1`
  margin: 0 0 var(--gaia-space-1);
  font-size: var(--gaia-font-size-xl);
`;

export const Subtitle = styled.p`
  margin: 0 0 var(--gaia-space-5);
  color: var(--gaia-color-text-muted);
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;
