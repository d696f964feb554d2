import torch

from config import GANConfig
from data import mode_report, ring_batches
from nets import Discriminator, Generator
from trainer import GANTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = GANConfig()
    generator = Generator(cfg.latent_dim, cfg.hidden)
    discriminator = Discriminator(cfg.hidden)
    trainer = GANTrainer(cfg, generator, discriminator)

    batches = ring_batches(cfg.modes, cfg.radius, cfg.batch_size, cfg.noise)
    for step, real in zip(range(cfg.steps), batches):
        trainer.train_step(real)
        if (step + 1) % cfg.log_every == 0:
            d_loss = sum(trainer.history["critic"][-cfg.log_every:]) / cfg.log_every
            g_loss = sum(trainer.history["generator"][-cfg.log_every:]) / cfg.log_every
            print(f"step {step + 1:4d}  d_loss {d_loss:.3f}  g_loss {g_loss:.3f}")

    with torch.no_grad():
        samples = generator(torch.randn(2000, cfg.latent_dim))
    covered, near = mode_report(samples, cfg.modes, cfg.radius)
    print(f"modes covered {covered}/{cfg.modes}, samples near a mode {near:.3f}")


if __name__ == "__main__":
    main()
