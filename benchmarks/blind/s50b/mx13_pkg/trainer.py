import torch
import torch.nn.functional as F

from .distill import distill_loss


class DistillTrainer:
    def __init__(self, teacher, student, pool_x, labelled, rank=4):
        self.teacher, self.student, self.rank = teacher, student, rank
        self.pool_x = pool_x
        self.lab_x, self.lab_y = labelled

    def setup(self):
        self.teacher.eval()
        params = self.student.to_lora_student(self.rank)
        self.opt = torch.optim.Adam(params, lr=5e-3)
        return sum(p.numel() for p in params)

    def step(self, gen, bs=64):
        idx = torch.randint(0, self.pool_x.shape[0], (bs,), generator=gen)
        lab = torch.randint(0, self.lab_x.shape[0], (16,), generator=gen)
        x = torch.cat([self.pool_x[idx], self.lab_x[lab]])
        t_out = self.teacher(x)
        s_out = self.student(x)
        self.opt.zero_grad()
        loss = distill_loss(s_out, t_out) + 0.2 * F.mse_loss(s_out[bs:], self.lab_y[lab])
        loss.backward()
        self.opt.step()
        return loss.item()

    @torch.no_grad()
    def validate(self, x, y):
        err = (self.student(x) - y).abs().mean(0)
        return 100 * err[0].item(), err[1].item()
