import torch
import torch.nn.functional as F

from .utils import AverageMeter, get_optimizer


class BandwidthGANTrainer:
    def __init__(self, gen, critic, cfg):
        self.G, self.D = gen, critic
        self.cfg = cfg
        self.opt_g = get_optimizer(cfg["optim"], self.G.parameters(), lr=cfg["lr_g"], betas=(0.5, 0.9))
        self.opt_d = get_optimizer(cfg["optim"], self.D.parameters(), lr=cfg["lr_d"], betas=(0.5, 0.9))
        self.meters = {k: AverageMeter() for k in ("d", "g", "l1")}

    def synthesize(self, lowres):
        return self.G(lowres)

    def critic_step(self, lowres, highres):
        self.opt_d.zero_grad()
        fake = self.synthesize(lowres)
        d_real = self.D(highres)
        d_fake = self.D(fake)
        loss_d = F.relu(1.0 - d_real).mean() + F.relu(1.0 + d_fake).mean()
        loss_d.backward()
        self.opt_d.step()
        return fake, loss_d.item()

    def generator_step(self, fake, highres):
        self.opt_g.zero_grad()
        adv = -self.D(fake).mean()
        l1 = F.l1_loss(fake, highres)
        loss_g = adv + self.cfg["lambda_l1"] * l1
        loss_g.backward()
        self.opt_g.step()
        return loss_g.item(), l1.item()

    def on_batch_end(self, stats):
        for k, v in stats.items():
            self.meters[k].update(v)

    def fit(self, loader_fn, epochs):
        for epoch in range(epochs):
            for m in self.meters.values():
                m.reset()
            for lowres, highres in loader_fn():
                fake, ld = self.critic_step(lowres, highres)
                lg, l1 = self.generator_step(fake, highres)
                getattr(self, "on_batch_end")({"d": ld, "g": lg, "l1": l1})
            print(f"epoch {epoch}: d={self.meters['d'].avg:.3f} g={self.meters['g'].avg:.3f} "
                  f"l1={self.meters['l1'].avg:.4f}")
