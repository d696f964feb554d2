import torch
import torch.nn.functional as F

from .vortex import perturb


class ConsistencyTrainer:
    def __init__(self, student, teacher, criterions, prototypes, optimizer, accum_steps=2, cons_weight=1.0):
        self.student, self.teacher = student, teacher
        self.criterions, self.prototypes = criterions, prototypes
        self.optimizer, self.accum_steps, self.cons_weight = optimizer, accum_steps, cons_weight

    def train_epoch(self, labelled, unlabelled, bs=48):
        self.student.train()
        x_l, y_l = labelled
        perm = torch.randperm(unlabelled.size(0))
        losses, proto_grad = [], 0.0
        n_batches = unlabelled.size(0) // bs
        self.optimizer.zero_grad()
        for step in range(n_batches):
            xu = unlabelled[perm[step * bs:(step + 1) * bs]]
            pick = torch.randint(0, x_l.size(0), (16,))
            s_logits_l, _ = self.student(perturb(x_l[pick]))
            _, s_emb = self.student(perturb(xu))
            _, t_emb = self.teacher(perturb(xu))
            ce = self.criterions["ce"](s_logits_l, y_l[pick])
            cons = self.criterions["proto"](s_emb, t_emb.detach(), self.prototypes)
            loss = (ce + self.cons_weight * cons) / self.accum_steps
            loss.backward()
            losses.append(loss.detach() * self.accum_steps)
            if (step + 1) % self.accum_steps == 0:
                proto_grad += sum(p.grad.norm().item() for p in self.prototypes)
                self.optimizer.step()
                self.optimizer.zero_grad()
                self.teacher.update(self.student)
        return torch.stack(losses).mean().item(), proto_grad / max(n_batches // self.accum_steps, 1)

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        self.teacher.model.eval()
        s_logits, _ = self.student(x)
        t_logits, _ = self.teacher(x)
        acc_s = (s_logits.argmax(1) == y).float().mean().item()
        acc_t = (t_logits.argmax(1) == y).float().mean().item()
        ce = F.cross_entropy(s_logits, y).item()
        self.teacher.model.train()
        return acc_s, acc_t, ce
