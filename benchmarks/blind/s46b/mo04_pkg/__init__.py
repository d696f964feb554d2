"""Tea-bag steeping: a VAE with a coupling-flow prior over brew colour curves."""
