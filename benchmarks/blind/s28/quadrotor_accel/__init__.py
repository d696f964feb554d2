"""World model of a quadrotor from flight logs: a sensor autoencoder, then latent dynamics."""
