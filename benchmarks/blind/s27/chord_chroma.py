"""Frame-level chord recognition (24 major / minor triads) from 12-bin chroma vectors with a
5-frame context window. The trainer takes the objective and the update rule as callables."""
import torch
import torch.nn.functional as F
from torch import nn

CONTEXT = 5


def triad_templates():
    rows = []
    for quality in (4, 3):  # major third, minor third
        for root in range(12):
            t = torch.zeros(12)
            t[[root, (root + quality) % 12, (root + 7) % 12]] = torch.tensor([1.0, 0.8, 0.9])
            rows.append(t)
    return torch.stack(rows)


def songs(n_frames, templates, generator):
    chords = torch.randint(24, (n_frames // 8,), generator=generator).repeat_interleave(8)
    chroma = templates[chords] + 0.45 * torch.rand(len(chords), 12, generator=generator)
    chroma = chroma + 0.3 * templates[chords].roll(7, dims=1)  # overtone leakage
    chroma = chroma / chroma.sum(dim=1, keepdim=True)
    windows = chroma.unfold(0, CONTEXT, 1).flatten(1)
    return windows, chords[CONTEXT // 2: CONTEXT // 2 + len(windows)]


def cross_entropy_objective(net, batch):
    frames, chords = batch
    return F.cross_entropy(net(frames), chords)


def plain_step(opt, net, index):
    opt.step()
    opt.zero_grad()


def accumulate(every, max_norm):
    """Update every `every` batches on the accumulated gradient (a larger effective batch)."""
    def step(opt, net, index):
        if (index + 1) % every == 0:
            nn.utils.clip_grad_norm_(net.parameters(), max_norm)
            opt.step()
    return step


class Trainer:
    def __init__(self, net, opt, loss_fn=cross_entropy_objective, step_fn=plain_step):
        self.net, self.opt = net, opt
        self.loss_fn, self.step_fn = loss_fn, step_fn

    def epoch(self, frames, chords, batch):
        self.net.train()
        order, total = torch.randperm(len(chords)), 0.0
        for index, start in enumerate(range(0, len(order), batch)):
            idx = order[start:start + batch]
            value = self.loss_fn(self.net, (frames[idx], chords[idx]))
            value.backward()
            self.step_fn(self.opt, self.net, index)
            total += value.item()
        return total / (index + 1)

    @torch.no_grad()
    def accuracy(self, frames, chords):
        self.net.eval()
        return (self.net(frames).argmax(1) == chords).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)
    templates = triad_templates()
    frames, chords = songs(16000, templates, gen)
    test_frames, test_chords = songs(4000, templates, gen)

    net = nn.Sequential(nn.Linear(12 * CONTEXT, 128), nn.LayerNorm(128), nn.ReLU(),
                        nn.Dropout(0.1), nn.Linear(128, 24))
    opt = torch.optim.ASGD(net.parameters(), lr=0.2, weight_decay=1e-5)
    trainer = Trainer(net, opt, step_fn=accumulate(every=4, max_norm=2.0))
    print(f"chord accuracy before {trainer.accuracy(test_frames, test_chords):.3f}")
    for epoch in range(10):
        ce = trainer.epoch(frames, chords, batch=32)
        acc = trainer.accuracy(test_frames, test_chords)
        print(f"epoch {epoch}: train ce {ce:.4f}  test chord accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
