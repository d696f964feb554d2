import numpy as np
import torch

from .features import to_spec, to_wave, normalised_sisdr
from .losses import critic_loss, enhancer_loss


class MetricGANTrainer:
    def __init__(self, gen, critic, cfg):
        self.gen, self.critic, self.cfg = gen, critic, cfg
        self.opt_g = torch.optim.Adam(gen.parameters(), lr=cfg["lr"])
        self.opt_d = torch.optim.Adam(critic.parameters(), lr=cfg["lr"])
        self.scaler = torch.cuda.amp.GradScaler(enabled=cfg["amp"])
        self.history = {"d": [], "g": [], "val": []}

    def _step(self, noisy, clean):
        noisy_mag, noisy_phase = to_spec(noisy)
        clean_mag, _ = to_spec(clean)
        with torch.autocast("cpu", enabled=self.cfg["amp"]):
            enh_mag = self.gen(noisy_mag)
        target_q = normalised_sisdr(to_wave(enh_mag.detach(), noisy_phase, noisy.shape[-1]), clean)

        self.opt_d.zero_grad()
        with torch.autocast("cpu", enabled=self.cfg["amp"]):
            d_loss = critic_loss(self.critic(clean_mag, clean_mag),
                                 self.critic(enh_mag.detach(), clean_mag), target_q)
        self.scaler.scale(d_loss).backward()
        self.scaler.step(self.opt_d)

        self.opt_g.zero_grad()
        with torch.autocast("cpu", enabled=self.cfg["amp"]):
            score_enh = self.critic(enh_mag, clean_mag)
            g_loss, adv, rec = enhancer_loss(score_enh, enh_mag, clean_mag, self.cfg["rec_weight"])
        self.scaler.scale(g_loss).backward()
        self.scaler.step(self.opt_g)
        self.scaler.update()
        return d_loss.detach(), adv.detach(), rec.detach()

    @torch.inference_mode()
    def score_files(self, files):
        self.gen.eval()
        scores = []
        for noisy, clean in files:
            mag, phase = to_spec(noisy[None])
            est = to_wave(self.gen(mag), phase, noisy.shape[-1])
            scores.append(float(normalised_sisdr(est, clean[None]).cpu().numpy()[0]))
        self.gen.train()
        return float(np.mean(scores))

    def learn(self, noisy, clean, val_files):
        gen = torch.Generator().manual_seed(11)
        it = 0
        for epoch in range(self.cfg["epochs"]):
            running = torch.zeros(3)
            order = torch.randperm(noisy.shape[0], generator=gen)
            for s in range(0, len(order), self.cfg["batch"]):
                idx = order[s:s + self.cfg["batch"]]
                d_loss, adv, rec = self._step(noisy[idx], clean[idx])
                running += torch.stack([d_loss, adv, rec])
                self.history["d"].append(d_loss.item())
                self.history["g"].append(adv.item() + rec.item())
                it += 1
                if it % self.cfg["eval_every"] == 0:
                    self.history["val"].append(self.score_files(val_files))
            n_batches = -(-len(order) // self.cfg["batch"])
            d, a, r = (running / n_batches).tolist()
            print(f"epoch {epoch}: d={d:.4f} adv={a:.4f} rec={r:.4f} val={self.history['val'][-1]:.3f}")
        return self.history
