from dataclasses import dataclass


@dataclass
class TabGANConfig:
    n_continuous: int = 4
    n_categories: int = 5
    latent_dim: int = 16
    hidden: int = 64
    batch_size: int = 128
    steps: int = 120
    lr_g: float = 2e-4
    lr_d: float = 2e-4
    betas: tuple = (0.5, 0.9)
    log_every: int = 40
    seed: int = 0

    @property
    def row_dim(self):
        return self.n_continuous + self.n_categories
