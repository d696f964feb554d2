"""Punctuation restoration for ASR transcripts: tag each word with the mark that follows it
(none / comma / period / question mark). BiGRU tagger trained with a label-smoothed loss."""
import random
from dataclasses import dataclass, field

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.optim.lr_scheduler import LambdaLR

LABELS = ["O", "COMMA", "PERIOD", "QUESTION"]
SUBJ = ["we", "you", "they", "the team", "my sister", "the driver", "our client"]
VERB = {"check": "checked", "move": "moved", "cancel": "cancelled", "book": "booked", "sign": "signed",
        "ship": "shipped", "repair": "repaired"}
OBJ = ["the order", "the contract", "a meeting", "the flight", "the invoice", "the heater"]
INTRO = ["well", "however", "honestly", "so", "anyway"]
WH = ["why did", "when did", "where did", "how did"]


def utterance(rng):
    """Returns a list of (word, label) pairs for 1-3 sentences."""
    pairs = []
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.3:
            words = f"{rng.choice(WH)} {rng.choice(SUBJ)} {rng.choice(sorted(VERB))} {rng.choice(OBJ)}".split()
            end = "QUESTION"
        else:
            words = f"{rng.choice(SUBJ)} {VERB[rng.choice(sorted(VERB))]} {rng.choice(OBJ)}".split()
            end = "PERIOD"
            if rng.random() < 0.4:
                pairs.append((rng.choice(INTRO), "COMMA"))
        pairs += [(w, "O") for w in words[:-1]] + [(words[-1], end)]
    return pairs


class Vocab:
    def __init__(self, words):
        self.itos = ["<pad>", "<unk>"] + sorted(set(words))
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def __call__(self, words):
        return [self.stoi.get(w, 1) for w in words]


@dataclass
class TaggerConfig:
    dim: int = 64
    label_smoothing: float = 0.1
    lr: float = 3e-3
    epochs: int = 5
    batch_size: int = 32
    warmup_steps: int = 25
    label_weights: list = field(default_factory=lambda: [0.5, 1.0, 1.0, 1.5])


class LabelSmoothingCrossEntropy(nn.Module):
    def __init__(self, n_classes, smoothing=0.1, ignore_index=-100, weight=None):
        super().__init__()
        self.n_classes, self.smoothing, self.ignore_index = n_classes, smoothing, ignore_index
        self.register_buffer("weight", torch.as_tensor(weight if weight is not None else [1.0] * n_classes))

    def forward(self, logits, target):
        log_probs = F.log_softmax(logits, dim=-1)
        valid = target.ne(self.ignore_index)
        with torch.no_grad():
            smooth = torch.full_like(log_probs, self.smoothing / (self.n_classes - 1))
            smooth.scatter_(-1, target.clamp_min(0).unsqueeze(-1), 1.0 - self.smoothing)
            per_token = -(smooth * log_probs).sum(-1) * self.weight[target.clamp_min(0)]
        return per_token[valid].mean()


class PunctuationTagger(nn.Module):
    def __init__(self, vocab_size, cfg: TaggerConfig):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, cfg.dim, padding_idx=0)
        self.rnn = nn.GRU(cfg.dim, cfg.dim, num_layers=2, batch_first=True, bidirectional=True, dropout=0.1)
        self.classifier = nn.Linear(2 * cfg.dim, len(LABELS))

    def forward(self, input_ids, **kwargs):
        states, _ = self.rnn(self.embed(input_ids))
        return {"logits": self.classifier(states)}


class TaggerTrainer:
    def __init__(self, model, cfg: TaggerConfig, train_set, eval_set):
        self.model, self.cfg = model, cfg
        self.train_set, self.eval_set = train_set, eval_set
        self.criterion = LabelSmoothingCrossEntropy(len(LABELS), cfg.label_smoothing, weight=cfg.label_weights)
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr)
        self.scheduler = LambdaLR(self.optimizer, lambda s: min(1.0, (s + 1) / cfg.warmup_steps))

    def compute_loss(self, model, inputs):
        logits = model(**inputs)["logits"]
        return self.criterion(logits.view(-1, logits.size(-1)), inputs["labels"].view(-1))

    def train(self):
        X, Y = self.train_set
        for epoch in range(self.cfg.epochs):
            self.model.train()
            perm = torch.randperm(X.size(0))
            total = 0.0
            for i in range(0, X.size(0), self.cfg.batch_size):
                idx = perm[i:i + self.cfg.batch_size]
                loss = self.compute_loss(self.model, {"input_ids": X[idx], "labels": Y[idx]})
                self.optimizer.zero_grad()
                loss.backward()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
                self.optimizer.step()
                self.scheduler.step()
                total += loss.item() * idx.numel()
            print(f"epoch {epoch} loss {total / X.size(0):.3f} eval {self.evaluate()}")

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        X, Y = self.eval_set
        pred = self.model(input_ids=X)["logits"].argmax(-1)
        scores = {}
        for k, name in enumerate(LABELS[1:], start=1):
            tp = ((pred == k) & (Y == k)).sum().item()
            prec = tp / max(1, (pred == k).sum().item())
            rec = tp / max(1, (Y == k).sum().item())
            scores[name] = round(2 * prec * rec / max(1e-9, prec + rec), 3)
        return scores


def tensorize(utterances, vocab):
    width = max(map(len, utterances))
    X = torch.tensor([vocab([w for w, _ in u]) + [0] * (width - len(u)) for u in utterances])
    Y = torch.tensor([[LABELS.index(t) for _, t in u] + [-100] * (width - len(u)) for u in utterances])
    return X, Y


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    rng = random.Random(0)
    train_utts = [utterance(rng) for _ in range(1200)]
    eval_utts = [utterance(rng) for _ in range(300)]
    vocab = Vocab(w for u in train_utts for w, _ in u)
    cfg = TaggerConfig()
    trainer = TaggerTrainer(PunctuationTagger(len(vocab.itos), cfg), cfg, tensorize(train_utts, vocab),
                            tensorize(eval_utts, vocab))
    trainer.train()
    return trainer


if __name__ == "__main__":
    main()
