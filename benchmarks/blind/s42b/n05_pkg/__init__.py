"""GAN that synthesises daily turnstile-entry profiles for privacy-safe data sharing."""
