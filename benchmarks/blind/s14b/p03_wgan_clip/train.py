import torch

from .config import CONFIG
from .engine import train_wgan
from .networks import Critic, Generator


def main(cfg=CONFIG):
    torch.manual_seed(0)
    m = cfg["model"]
    gen = Generator(m["z_dim"], m["x_dim"], m["hidden"])
    critic = Critic(m["x_dim"], m["hidden"])
    train_wgan(gen, critic, cfg)


if __name__ == "__main__":
    main()
