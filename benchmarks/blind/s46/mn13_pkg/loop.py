import torch


class AverageMeter:
    def __init__(self):
        self.sum, self.n = 0.0, 0

    def update(self, v, k=1):
        self.sum += v * k
        self.n += k

    @property
    def avg(self):
        return self.sum / max(self.n, 1)


class CRDTrainer:
    def __init__(self, student, teacher, criterions, optimizers, mode, weights):
        self.student, self.teacher = student, teacher
        self.criterions, self.optimizers = criterions, optimizers
        self.terms, self.weights = mode.split("+"), weights

    def train_epoch(self, x, y, bs=64):
        self.student.train()
        meters = {k: AverageMeter() for k in self.terms}
        perm = torch.randperm(x.size(0))
        for i in range(0, x.size(0) - bs + 1, bs):
            xb, yb = x[perm[i:i + bs]], y[perm[i:i + bs]]
            with torch.no_grad():
                t_logits, t_feat = self.teacher(xb)
            s_logits, s_feat = self.student(xb)
            parts = {}
            for name in self.terms:
                if name == "crd":
                    parts[name] = self.criterions[name](s_feat, t_feat)
                elif name == "ce":
                    parts[name] = self.criterions[name](s_logits, yb)
                else:
                    parts[name] = self.criterions[name](s_logits, t_logits)
            loss = sum(self.weights.get(k, 1.0) * v for k, v in parts.items())
            self.optimizers["student"].zero_grad()
            loss.backward()
            for opt in self.optimizers.values():
                opt.step()
            for k, v in parts.items():
                meters[k].update(v.item(), xb.size(0))
        return {k: m.avg for k, m in meters.items()}

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        s_logits, s_feat = self.student(x)
        _, t_feat = self.teacher(x)
        acc = (s_logits.argmax(1) == y).float().mean().item()
        crd = self.criterions["crd"](s_feat, t_feat).item()
        return acc, crd
