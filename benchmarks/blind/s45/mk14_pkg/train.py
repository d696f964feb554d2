import torch

from .lit_base import Trainer
from .tap_gan import ConditionalTapGAN
from .taps import STEPS, make_loader


def peak_frame(env):
    return env.argmax(dim=1).float()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    loader, env, kind = make_loader(batch_size=64)
    gan = ConditionalTapGAN(latent_dim=16, lr=2e-4)
    print(f"{len(env)} recorded taps: " + ", ".join(f"{s} {(kind == i).sum().item()}" for i, s in enumerate(STEPS)))
    Trainer(max_epochs=20).fit(gan, loader)
    with torch.no_grad():
        for i, name in enumerate(STEPS):
            k = torch.full((500,), i)
            fake = gan.generator(torch.randn(500, 16), k)
            real = env[kind == i]
            print(f"{name:8s} energy real {real.mean():+.3f} gen {fake.mean():+.3f}")


if __name__ == "__main__":
    main()
