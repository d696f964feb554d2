"""Binary-inspiral chirp detection in whitened single-detector strain."""
