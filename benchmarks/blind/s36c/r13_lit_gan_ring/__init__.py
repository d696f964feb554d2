"""Lightning-style GAN module on the 8-Gaussian ring, with a minimal trainer."""
