"""Character-level language model trained with truncated BPTT on a synthetic corpus."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class CharLSTM(nn.Module):
    def __init__(self, vocab_size, embed_dim=32, hidden_size=64, num_layers=1):
        super().__init__()
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.embed = nn.Embedding(vocab_size, embed_dim)
        self.lstm = nn.LSTM(embed_dim, hidden_size, num_layers=num_layers, batch_first=True)
        self.decoder = nn.Linear(hidden_size, vocab_size)

    def init_state(self, batch_size):
        shape = (self.num_layers, batch_size, self.hidden_size)
        return torch.zeros(shape), torch.zeros(shape)

    def forward(self, tokens, state):
        out, state = self.lstm(self.embed(tokens), state)
        return self.decoder(out), state


class Corpus:
    def __init__(self, length=6000, seed=0):
        g = torch.Generator().manual_seed(seed)
        words = ["the ", "cat ", "sat ", "on ", "mat ", "a ", "dog ", "ran "]
        picks = torch.randint(0, len(words), (length // 3,), generator=g).tolist()
        text = "".join(words[i] for i in picks)[:length]
        self.chars = sorted(set(text))
        self.stoi = {c: i for i, c in enumerate(self.chars)}
        self.data = torch.tensor([self.stoi[c] for c in text])

    def batchify(self, batch_size):
        n = self.data.size(0) // batch_size
        return self.data[: n * batch_size].view(batch_size, n)


class LMTrainer:
    def __init__(self, model, corpus, batch_size=16, bptt=20, lr=3e-3, clip=0.5):
        self.model = model
        self.streams = corpus.batchify(batch_size)
        self.batch_size = batch_size
        self.bptt = bptt
        self.clip = clip
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)

    def segments(self):
        for start in range(0, self.streams.size(1) - 1 - self.bptt, self.bptt):
            x = self.streams[:, start:start + self.bptt]
            y = self.streams[:, start + 1:start + 1 + self.bptt]
            yield x, y

    def train_epoch(self):
        self.model.train()
        state = self.model.init_state(self.batch_size)
        total, steps = 0.0, 0
        for x, y in self.segments():
            self.optimizer.zero_grad()
            logits, state = self.model(x, state)
            loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), y.reshape(-1))
            loss.backward()  # expect: AGL005
            nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
            self.optimizer.step()
            total += loss.item()
            steps += 1
        return total / steps

    @torch.no_grad()
    def generate(self, corpus, prefix="the ", length=30):
        self.model.eval()
        state = self.model.init_state(1)
        tokens = torch.tensor([[corpus.stoi[c] for c in prefix]])
        logits, state = self.model(tokens, state)
        out = list(prefix)
        for _ in range(length):
            nxt = logits[0, -1].argmax()
            out.append(corpus.chars[nxt.item()])
            logits, state = self.model(nxt.view(1, 1), state)
        return "".join(out)


def main():
    torch.manual_seed(0)
    corpus = Corpus()
    model = CharLSTM(len(corpus.chars))
    trainer = LMTrainer(model, corpus)
    for epoch in range(3):
        loss = trainer.train_epoch()
        print(f"epoch {epoch} loss {loss:.3f} ppl {math.exp(loss):.2f}")
    print(repr(trainer.generate(corpus)))


if __name__ == "__main__":
    main()
