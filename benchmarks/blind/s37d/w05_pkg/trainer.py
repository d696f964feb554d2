import logging

import torch

from data import corrupt, iterate

logger = logging.getLogger("transe")


class Trainer:
    def __init__(self, model, criterion, optimizer, cfg):
        self.model = model
        self.criterion = criterion
        self.optimizer = optimizer
        self.cfg = cfg

    def train_epoch(self, triples):
        self.model.train()
        total, batches = 0.0, 0
        for batch in iterate(triples, self.cfg["batch_size"]):
            self.model.normalize_entities()
            neg = corrupt(batch, self.cfg["num_entities"])
            self.optimizer.zero_grad()
            loss = self.criterion(self.model(batch), self.model(neg))
            loss.backward()
            self.optimizer.step()
            total += loss.item()
            batches += 1
        return total / max(batches, 1)

    @torch.no_grad()
    def mean_rank(self, test):
        self.model.eval()
        ranks = []
        all_ent = torch.arange(self.cfg["num_entities"])
        for h, r, t in test.tolist():
            cand = torch.stack([torch.full_like(all_ent, h), torch.full_like(all_ent, r), all_ent], dim=1)
            dist = self.model(cand)
            ranks.append((dist < dist[t]).sum().item() + 1)
        return sum(ranks) / len(ranks), sum(r <= 10 for r in ranks) / len(ranks)

    def fit(self, train, test):
        for epoch in range(self.cfg["epochs"]):
            loss = self.train_epoch(train)
            if (epoch + 1) % self.cfg["eval_every"] == 0:
                mr, hits10 = self.mean_rank(test)
                logger.info("epoch %d loss %.4f MR %.1f Hits@10 %.3f", epoch, loss, mr, hits10)
