from .autoencoder import ConvAutoencoder


def build_model(cfg):
    return ConvAutoencoder(cfg["channels"], cfg["latent"])


__all__ = ["ConvAutoencoder", "build_model"]
