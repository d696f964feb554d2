import torch
import torch.nn as nn


class AdversarialTrainer:
    def __init__(self, model, optimizer, adversary, adv_weight=1.0):
        self.model = model
        self.optimizer = optimizer
        self.adversary = adversary
        self.adv_weight = adv_weight
        self.criterion = nn.BCEWithLogitsLoss()

    def train_step(self, ids, labels):
        self.model.train()
        mask = ids != 0
        self.optimizer.zero_grad()
        emb = self.model.embed(ids)
        loss = self.criterion(self.model.forward_from_embeddings(emb, mask), labels)
        loss.backward()
        delta = self.adversary.perturbation(emb)
        adv_emb = self.model.embed(ids) + delta.detach()
        adv_loss = self.criterion(self.model.forward_from_embeddings(adv_emb, mask), labels)
        (self.adv_weight * adv_loss).backward()
        self.optimizer.step()
        return loss.item(), adv_loss.item()

    @torch.no_grad()
    def micro_f1(self, ids, labels):
        self.model.eval()
        pred = (self.model(ids) > 0).float()
        tp = (pred * labels).sum()
        return (2 * tp / (pred.sum() + labels.sum()).clamp(min=1)).item()
