"""Music genre + mood tagging from log-mel patches: pretrain on 'source' genres, then fine-tune new heads."""
import torch
import torch.nn as nn
import torch.nn.functional as F

SOURCE_GENRES = ["rock", "jazz", "classical", "electronic"]
TARGET_GENRES = ["ambient", "metal", "folk"]
MOODS = ["calm", "energetic"]


class ConvBlock(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, padding=1)
        self.bn = nn.BatchNorm2d(cout)

    def forward(self, x):
        return F.max_pool2d(F.relu(self.bn(self.conv(x))), 2)


class GenreTagger(nn.Module):
    def __init__(self, n_genres, widths=(8, 16, 32)):
        super().__init__()
        blocks = []
        cin = 1
        for w in widths:
            blocks.append(ConvBlock(cin, w))
            cin = w
        self.blocks = nn.ModuleList(blocks)
        self.task_names = ["genre", "mood"]
        self.heads = nn.ModuleDict({"genre": nn.Linear(cin, n_genres), "mood": nn.Linear(cin, len(MOODS))})

    def embed(self, x):
        for b in self.blocks:
            x = b(x)
        return x.mean((2, 3))

    def forward(self, x):
        z = self.embed(x)
        return {t: self.heads[t](z) for t in self.task_names}


def make_clips(n, genres, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, len(genres), (n,), generator=g)
    mood = torch.randint(0, 2, (n,), generator=g)
    x = torch.randn(n, 1, 32, 32, generator=g) * 0.3
    for i in range(n):
        band = 4 + 6 * int(y[i])
        x[i, 0, band:band + 4] += 1.0                      # genre: dominant frequency band
        x[i, 0, :, ::(2 if mood[i] else 8)] += 0.5         # mood: onset density
    return x, y, mood


def run(model, opt, data, epochs, batch=32):
    x, y, mood = data
    for epoch in range(epochs):
        model.train()
        perm = torch.randperm(len(x))
        for i in range(0, len(x), batch):
            idx = perm[i:i + batch]
            out = model(x[idx])
            loss = F.cross_entropy(out["genre"], y[idx]) + 0.5 * F.cross_entropy(out["mood"], mood[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        model.eval()
        with torch.no_grad():
            acc = (model(x)["genre"].argmax(1) == y).float().mean().item()
        print(f"  epoch {epoch} loss {loss.item():.3f} genre acc {acc:.3f}")


def main():
    torch.manual_seed(0)
    model = GenreTagger(len(SOURCE_GENRES))
    print("pretraining")
    run(model, torch.optim.Adam(model.parameters(), lr=3e-3), make_clips(192, SOURCE_GENRES, 0), epochs=2)

    print("fine-tuning")
    model.heads["genre"] = nn.Linear(model.heads["genre"].in_features, len(TARGET_GENRES))
    for p in model.blocks[0].parameters():
        p.requires_grad_(False)
    opt = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=1e-3)
    run(model, opt, make_clips(128, TARGET_GENRES, 1), epochs=2)


if __name__ == "__main__":
    main()
