import torch
import torch.nn.functional as F

from .data import batches, two_crops


class AverageMeter:
    def __init__(self):
        self.sum, self.n = 0.0, 0

    def update(self, v, k=1):
        self.sum += v * k
        self.n += k

    @property
    def avg(self):
        return self.sum / max(self.n, 1)


class ContrastiveTrainer:
    def __init__(self, moco, criterions, optimizer, gen, bs=64):
        self.moco, self.criterions, self.optimizer, self.gen, self.bs = moco, criterions, optimizer, gen, bs

    def train_epoch(self, x):
        self.moco.train()
        meters = {k: AverageMeter() for k in self.criterions}
        for xb in batches(x, self.bs, self.gen):
            v_q, v_k = two_crops(xb, self.gen)
            logits, labels, q, k = self.moco(v_q, v_k)
            terms = {"nce": self.criterions["nce"](logits, labels)}
            if "proto" in self.criterions:
                with torch.no_grad():
                    k_assign = F.softmax(self.criterions["proto"].bank(k) / 0.05, 1)
                terms["proto"] = 0.5 * self.criterions["proto"](q, k_assign)
            loss = sum(terms.values())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.moco.clamp_scale()
            for k, v in terms.items():
                meters[k].update(v.item(), xb.shape[0])
        return {k: m.avg for k, m in meters.items()}

    @torch.no_grad()
    def test(self, x_bank, y_bank, x, y, crop=40, k=10):
        self.moco.eval()
        enc = self.moco.encoder_q
        start = (x.shape[1] - crop) // 2
        f_bank = F.normalize(enc.features(x_bank[:, start:start + crop]), dim=1)
        f = F.normalize(enc.features(x[:, start:start + crop]), dim=1)
        idx = (f @ f_bank.T).topk(k, dim=1).indices
        votes = F.one_hot(y_bank[idx], num_classes=int(y_bank.max()) + 1).sum(1)
        return (votes.argmax(1) == y).float().mean().item()
