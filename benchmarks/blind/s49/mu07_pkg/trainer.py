import torch

from .critic_update import update_critic
from .losses import generator_loss, quality_target
from .models import stft_mag_phase


class GANTrainer:
    def __init__(self, gen, disc, cfg):
        self.gen, self.disc, self.cfg = gen, disc, cfg
        self.opt_g = torch.optim.Adam(gen.parameters(), lr=cfg["lr_g"])
        self.opt_d = torch.optim.Adam(disc.parameters(), lr=cfg["lr_d"])
        self.scaler = torch.cuda.amp.GradScaler(enabled=cfg["amp"])
        self.curves = {"d": [], "adv": [], "g": []}

    def learn(self, noisy, clean):
        clean_mag_all, _ = stft_mag_phase(clean)
        noisy_mag_all, phase_all = stft_mag_phase(noisy)
        for epoch in range(self.cfg["epochs"]):
            for s in range(0, noisy.shape[0], self.cfg["batch"]):
                sl = slice(s, s + self.cfg["batch"])
                noisy_mag, phase, clean_mag = noisy_mag_all[sl], phase_all[sl], clean_mag_all[sl]
                with torch.autocast("cpu", enabled=self.cfg["amp"]):
                    enh_mag = self.gen(noisy_mag)
                    fake_score = self.disc(enh_mag, clean_mag)
                target_q = quality_target(enh_mag, phase, clean[sl])
                d_loss = update_critic(self.disc, self.opt_d, self.scaler, enh_mag.detach(),
                                       clean_mag, target_q, self.cfg["amp"])
                g_loss, adv = generator_loss(fake_score, enh_mag, clean_mag, self.cfg["rec_weight"])
                self.opt_g.zero_grad(set_to_none=True)
                self.scaler.scale(g_loss).backward()
                self.scaler.step(self.opt_g)
                self.scaler.update()
                self.curves["d"].append(d_loss)
                self.curves["adv"].append(adv)
                self.curves["g"].append(g_loss.item())
            n = noisy.shape[0] // self.cfg["batch"]
            print(f"epoch {epoch}: d {sum(self.curves['d'][-n:]) / n:.4f} g {sum(self.curves['g'][-n:]) / n:.4f}")
        return self.curves
