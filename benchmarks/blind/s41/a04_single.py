"""Triage of app-store reviews: is this review a bug report?  BiLSTM + attention pooling,
with a gradient-x-input explanation of the top tokens for a few validation reviews."""
import random
from collections import Counter
from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

BUG = ["crashes when i open the camera", "freezes after the update", "login button does nothing",
       "keeps crashing on startup", "error message every time i sync", "screen goes black when i pay",
       "cannot upload photos since version 3", "notifications stopped working"]
OTHER = ["love the new design", "great app for my daily runs", "too many ads", "please add dark mode",
         "customer support was friendly", "subscription is too expensive", "works fine for me",
         "would be nice to export data"]
CHATTER = ["honestly", "overall", "five stars", "one star", "on my phone", "since yesterday", "pretty sad",
           "really", "the app", "my wife says"]


def synth_reviews(n, rng):
    rows = []
    for _ in range(n):
        is_bug = rng.random() < 0.4
        parts = [rng.choice(BUG if is_bug else OTHER)]
        if rng.random() < 0.5:
            parts.append(rng.choice(OTHER))
        parts += rng.sample(CHATTER, k=rng.randint(0, 3))
        rng.shuffle(parts)
        rows.append((" ".join(parts), int(is_bug)))
    return rows


class WordPieceLite:
    """Lower-case word tokenizer with a frequency cut-off; unseen words map to <unk>."""

    def __init__(self, texts, min_count=2):
        counts = Counter(w for t in texts for w in t.split())
        self.itos = ["<pad>", "<unk>"] + sorted(w for w, c in counts.items() if c >= min_count)
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def batch_encode(self, texts):
        ids = [[self.stoi.get(w, 1) for w in t.split()] for t in texts]
        width = max(map(len, ids))
        input_ids = torch.tensor([x + [0] * (width - len(x)) for x in ids])
        return {"input_ids": input_ids, "attention_mask": input_ids.ne(0)}


@dataclass
class ClassifierOutput:
    logits: torch.Tensor
    loss: Optional[torch.Tensor] = None
    inputs_embeds: Optional[torch.Tensor] = None
    attentions: Optional[torch.Tensor] = None


class ReviewClassifier(nn.Module):
    def __init__(self, vocab_size, dim=48, num_labels=2):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.lstm = nn.LSTM(dim, dim, batch_first=True, bidirectional=True)
        self.attn_score = nn.Linear(2 * dim, 1)
        self.head = nn.Linear(2 * dim, num_labels)

    def forward(self, input_ids, attention_mask, labels=None, inputs_embeds=None, **kwargs):
        if inputs_embeds is None:
            inputs_embeds = self.embed_tokens(input_ids)
        states, _ = self.lstm(inputs_embeds)
        scores = self.attn_score(states).squeeze(-1).masked_fill(~attention_mask, float("-inf"))
        alpha = scores.softmax(-1)
        logits = self.head(torch.einsum("bt,btd->bd", alpha, states))
        loss = F.cross_entropy(logits, labels) if labels is not None else None
        return ClassifierOutput(logits=logits, loss=loss, inputs_embeds=inputs_embeds, attentions=alpha)


def gradient_x_input(model, tok, texts, target_label=1, top_k=3):
    """Saliency of every token for `target_label` (Simonyan et al. / Shrikumar et al.)."""
    model.eval()
    enc = tok.batch_encode(texts)
    model.zero_grad()
    out = model(**enc)
    out.logits[:, target_label].sum().backward()
    saliency = (out.inputs_embeds.grad * out.inputs_embeds).sum(-1).detach()
    saliency = saliency.masked_fill(~enc["attention_mask"], float("-inf"))
    explanations = []
    for row, ids in zip(saliency, enc["input_ids"]):
        top = row.topk(min(top_k, int(ids.ne(0).sum()))).indices.tolist()
        explanations.append([tok.itos[ids[i]] for i in top])
    return explanations


@torch.no_grad()
def accuracy(model, tok, rows):
    model.eval()
    enc = tok.batch_encode([t for t, _ in rows])
    pred = model(**enc).logits.argmax(-1)
    return (pred == torch.tensor([y for _, y in rows])).float().mean().item()


def main(epochs=5, batch_size=32):
    torch.set_num_threads(1)
    torch.manual_seed(0)
    rng = random.Random(0)
    train_rows, val_rows = synth_reviews(800, rng), synth_reviews(200, rng)
    tok = WordPieceLite([t for t, _ in train_rows])
    clf = ReviewClassifier(len(tok.itos))
    opt = torch.optim.AdamW(clf.parameters(), lr=3e-3, weight_decay=0.01)
    for epoch in range(epochs):
        clf.train()
        rng.shuffle(train_rows)
        losses = []
        for i in range(0, len(train_rows), batch_size):
            chunk = train_rows[i:i + batch_size]
            batch = tok.batch_encode([t for t, _ in chunk])
            batch["labels"] = torch.tensor([y for _, y in chunk])
            out = clf(**batch)
            opt.zero_grad(set_to_none=True)
            out.loss.backward()
            torch.nn.utils.clip_grad_norm_(clf.parameters(), 1.0)
            opt.step()
            losses.append(out.loss.item())
        val_acc = accuracy(clf, tok, val_rows)
        print(f"epoch {epoch} train loss {sum(losses) / len(losses):.3f} val acc {val_acc:.3f}")

    sample = [t for t, y in val_rows if y == 1][:4]
    for text, words in zip(sample, gradient_x_input(clf, tok, sample)):
        print(f"{text!r}\n    top evidence: {words}")


if __name__ == "__main__":
    main()
