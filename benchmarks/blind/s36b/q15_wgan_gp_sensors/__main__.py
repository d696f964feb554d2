import torch

from .data import infinite_batches, sensor_rows
from .nets import Critic, Generator
from .trainer import WGANGPTrainer


@torch.no_grad()
def moment_gaps(gen, real, n=2000):
    fake = gen(torch.randn(n, gen.z_dim))
    mean_gap = (fake.mean(0) - real.mean(0)).abs().max().item()
    std_gap = (fake.std(0) - real.std(0)).abs().max().item()
    corr_gap = (torch.corrcoef(fake.T) - torch.corrcoef(real.T)).abs().max().item()
    return f"max gap: mean {mean_gap:.3f} std {std_gap:.3f} corr {corr_gap:.3f}"


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    real = sensor_rows(4096)
    gen, critic = Generator(8, real.size(1)), Critic(real.size(1))
    print("before:", moment_gaps(gen, real))
    trainer = WGANGPTrainer(gen, critic, lr=5e-4)
    trainer.train(infinite_batches(real, 64), iterations=300)
    print("after: ", moment_gaps(gen, real))


if __name__ == "__main__":
    main()
