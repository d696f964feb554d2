from dataclasses import dataclass

import torch
import torch.nn.functional as F


@dataclass
class GANArguments:
    steps: int = 400
    batch_size: int = 64
    noise_dim: int = 16
    lr_g: float = 2e-3
    lr_d: float = 1e-3
    tau_start: float = 1.0
    tau_end: float = 0.3
    log_every: int = 100


class GumbelGANTrainer:
    def __init__(self, generator, critic, real_data, args, codec):
        self.generator, self.critic, self.real_data = generator, critic, real_data
        self.args, self.codec = args, codec
        self.opt_g = torch.optim.Adam(generator.parameters(), lr=args.lr_g, betas=(0.5, 0.999))
        self.opt_d = torch.optim.Adam(critic.parameters(), lr=args.lr_d, betas=(0.5, 0.999))

    def tau(self, step):
        frac = step / max(1, self.args.steps - 1)
        return self.args.tau_start * (self.args.tau_end / self.args.tau_start) ** frac

    def sample_real(self):
        idx = torch.randint(0, self.real_data.size(0), (self.args.batch_size,))
        return self.real_data[idx]

    def discriminator_step(self, real, fake):
        d_real = self.critic(real)
        d_fake = self.critic(fake.detach())
        loss_d = F.binary_cross_entropy_with_logits(d_real, torch.full_like(d_real, 0.9)) + \
            F.binary_cross_entropy_with_logits(d_fake, torch.zeros_like(d_fake))
        self.opt_d.zero_grad()
        loss_d.backward()
        self.opt_d.step()
        return loss_d.item()

    def generator_step(self, scores_on_fake):
        loss_g = F.binary_cross_entropy_with_logits(scores_on_fake, torch.ones_like(scores_on_fake))
        self.opt_g.zero_grad()
        loss_g.backward()
        self.opt_g.step()
        return loss_g.item()

    def training_step(self, step):
        z = torch.randn(self.args.batch_size, self.args.noise_dim)
        fake = self.generator(z, tau=self.tau(step))
        scores_on_fake = self.critic(fake)
        logs = {"D(G(z))": torch.sigmoid(scores_on_fake).mean().item()}
        logs["loss_d"] = self.discriminator_step(self.sample_real(), fake)
        logs["loss_g"] = self.generator_step(scores_on_fake)
        return logs

    def train(self):
        for step in range(self.args.steps):
            logs = self.training_step(step)
            if (step + 1) % self.args.log_every == 0:
                print(f"step {step + 1} " + " ".join(f"{k} {v:.3f}" for k, v in logs.items()))
        return self.sample(8)

    @torch.no_grad()
    def sample(self, n):
        self.generator.eval()
        z = torch.randn(n, self.args.noise_dim)
        return self.codec.decode(self.generator(z, tau=self.args.tau_end, hard=True))
