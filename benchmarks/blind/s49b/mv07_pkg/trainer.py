import torch

from .optim import bpr


class RobustRankTrainer:
    def __init__(self, ranker, perturber, opt_rank, opt_pert, n_spots, adv_weight=1.0):
        self.ranker = ranker
        self.perturber = perturber
        self.opt_rank = opt_rank
        self.opt_pert = opt_pert
        self.n_spots = n_spots
        self.adv_weight = adv_weight

    def step(self, f, pos, gen):
        neg = torch.randint(0, self.n_spots, pos.shape, generator=gen)
        self.opt_rank.zero_grad()
        self.opt_pert.zero_grad()

        shift_pos, shift_neg = self.perturber(pos), self.perturber(neg)
        clean = bpr(*self.ranker(f, pos, neg))
        robust = bpr(*self.ranker(f, pos, neg, shift_pos, shift_neg))
        rank_loss = clean + self.adv_weight * robust
        rank_loss.backward()
        self.opt_rank.step()

        shift_pos, shift_neg = self.perturber(pos), self.perturber(neg)
        attack_loss = -bpr(*self.ranker(f, pos, neg, shift_pos, shift_neg))
        attack_loss.backward()
        self.opt_pert.step()
        return clean.item(), robust.item()

    def epoch(self, users, items, batch, gen):
        perm = torch.randperm(len(users), generator=gen)
        sums = [0.0, 0.0]
        n = 0
        for start in range(0, len(perm), batch):
            idx = perm[start:start + batch]
            c, r = self.step(users[idx], items[idx], gen)
            sums[0] += c
            sums[1] += r
            n += 1
        return sums[0] / n, sums[1] / n
