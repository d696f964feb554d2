"""Averaged GEM (Chaudhry et al., 2019): project the gradient when it conflicts with memory."""
import torch
import torch.nn.functional as F

from .learner import ContinualLearner


class AGEMLearner(ContinualLearner):
    def _grad_vector(self):
        return torch.cat([p.grad.reshape(-1) for p in self.params()])

    def _load_grad_vector(self, vec):
        offset = 0
        for p in self.params():
            n = p.numel()
            p.grad.copy_(vec[offset:offset + n].view_as(p))
            offset += n

    def _reference_gradient(self):
        mx, my = self.memory.sample(self.cfg.mem_batch)
        self.opt.zero_grad()
        F.cross_entropy(self.net(mx), my).backward()
        g_ref = self._grad_vector().clone()
        self.opt.zero_grad()
        return g_ref

    def observe(self, x, y, task_id):
        g_ref = self._reference_gradient() if len(self.memory) else None
        loss = F.cross_entropy(self.net(x), y)
        loss.backward()
        projected = False
        if g_ref is not None:
            g = self._grad_vector()
            dot = torch.dot(g, g_ref)
            if dot < 0:
                self._load_grad_vector(g - dot / torch.dot(g_ref, g_ref) * g_ref)
                projected = True
        self.opt.step()
        return {"loss": loss.item(), "projected": projected}
