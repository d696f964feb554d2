import torch

from .encoder import Encoder
from .trainer import ContrastiveTrainer


def clustered_data(n=512, in_dim=32, clusters=8):
    centers = torch.randn(clusters, in_dim) * 1.5
    return centers[torch.randint(0, clusters, (n,))] + 0.3 * torch.randn(n, in_dim)


def main():
    torch.manual_seed(0)
    encoder = Encoder()
    trainer = ContrastiveTrainer(encoder, lr=3e-3, temperature=0.2, optim="AdamW", weight_decay=1e-4)
    trainer.fit(clustered_data(), epochs=3)


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
