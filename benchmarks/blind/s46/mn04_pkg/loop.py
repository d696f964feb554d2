import torch

from .drum import batches


class HintTrainer:
    def __init__(self, student, teacher, criterions, optimizer, mode, hint_weight=1.0):
        self.student, self.teacher = student, teacher
        self.criterions, self.optimizer = criterions, optimizer
        self.terms = mode.split("+")
        self.hint_weight = hint_weight

    def train_epoch(self, x, y, batch_size=64):
        self.student.train()
        running, seen = {k: 0.0 for k in self.terms}, 0
        for xb, yb in batches(x, y, batch_size):
            with torch.no_grad():
                t_logits, t_hints = self.teacher(xb)
            s_logits, s_hints = self.student(xb)
            parts = {}
            if "ce" in self.terms:
                parts["ce"] = self.criterions["ce"](s_logits, yb)
            if "kd" in self.terms:
                parts["kd"] = self.criterions["kd"](s_logits, t_logits)
            if "hint" in self.terms:
                parts["hint"] = self.hint_weight * self.criterions["hint"](s_hints, t_hints)
            loss = sum(parts.values())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            for k, v in parts.items():
                running[k] += v.item() * xb.size(0)
            seen += xb.size(0)
        return {k: v / seen for k, v in running.items()}

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        s_logits, s_hints = self.student(x)
        t_logits, t_hints = self.teacher(x)
        acc = (s_logits.argmax(1) == y).float().mean().item()
        hint = self.criterions["hint"](s_hints, t_hints).item()
        return acc, hint
