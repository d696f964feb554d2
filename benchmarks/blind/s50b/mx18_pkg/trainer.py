import torch
import torch.nn.functional as F


class Finetuner:
    def __init__(self, student, teacher, target, anchor, material, accum=4, chunk=15, lwf=1.0):
        self.student, self.teacher = student, teacher
        self.target, self.anchor, self.material = target, anchor, material
        self.accum, self.chunk, self.lwf = accum, chunk, lwf

    def setup(self):
        self.teacher.requires_grad_(False).eval()
        self.opt = torch.optim.Adam([
            {"params": self.student.h0.parameters(), "lr": 2e-2},
            {"params": self.student.heads.parameters(), "lr": 1e-2},
        ])
        self.opt.zero_grad()

    def step(self, i, idx, anchor_idx):
        seq, static, rate = (t[idx] for t in self.target)
        h = self.student.initial_state(len(idx), self.material)
        running = torch.zeros(())
        for s in range(0, seq.shape[1], self.chunk):
            pred, h = self.student.run(seq[:, s:s + self.chunk], static, h, self.material)
            loss = F.mse_loss(pred, rate[:, s:s + self.chunk])
            (loss / self.accum).backward()
            h = h.detach()
            running += loss.detach()
        a_seq, a_static, _ = (t[anchor_idx] for t in self.anchor)
        with torch.no_grad():
            t_rates = self.teacher.rollout(a_seq, a_static)
        keep = F.mse_loss(self.student.rollout(a_seq, a_static, 0), t_rates)
        (self.lwf * keep / self.accum).backward()
        if (i + 1) % self.accum == 0:
            self.opt.step()
            self.opt.zero_grad()
        return running.item() / (seq.shape[1] // self.chunk), keep.item()

    @torch.no_grad()
    def validate(self, seq, static, rate, material):
        pred = self.student.rollout(seq, static, material)
        return (pred.sum(1) - rate.sum(1)).abs().mean().item()
