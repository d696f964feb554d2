import torch
import torch.nn.functional as F

from .chronology import SEGMENT, YEARS, cores, master_chronology, windows
from .evaluation import dating_accuracy, score_offsets
from .negatives import HardNegativePool
from .siamese import MatchNet


def train_step(net, optimizer, core_series, master_windows, labels):
    logits = net(core_series, master_windows)
    loss = F.binary_cross_entropy_with_logits(logits, labels)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    return loss.item(), logits.detach()


def build_batch(master, generator, pool, n=64):
    series, start = cores(master, n, generator)
    shift = torch.randint(3, YEARS - SEGMENT - 3, (n,), generator=generator)
    decoy = (start + shift) % (YEARS - SEGMENT)
    starts, offsets = torch.cat([start, start]), torch.cat([start, decoy])
    series = torch.cat([series, series])
    labels = torch.cat([torch.ones(n), torch.zeros(n)])
    hard = pool.draw(n // 2, generator)
    if hard is not None:
        hard_series, _ = cores(master, n // 2, generator, start=hard[0])
        series = torch.cat([series, hard_series])
        starts, offsets = torch.cat([starts, hard[0]]), torch.cat([offsets, hard[1]])
        labels = torch.cat([labels, torch.zeros(n // 2)])
    return series, starts, offsets, labels


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(41)
    master = master_chronology(g)
    test_series, test_start = cores(master, 30, g)
    net = MatchNet()
    optimizer = torch.optim.Adam(net.parameters(), lr=3e-3)
    pool = HardNegativePool()
    print(f"untrained dating accuracy {dating_accuracy(score_offsets(net, master, test_series), test_start):.3f}")
    for epoch in range(3):
        total = 0.0
        for _ in range(30):
            series, starts, offsets, labels = build_batch(master, g, pool)
            loss, logits = train_step(net, optimizer, series, windows(master, offsets), labels)
            negative = labels == 0
            pool.offer(starts[negative], offsets[negative], logits[negative])
            total += loss
        scores = score_offsets(net, master, test_series)
        exact = dating_accuracy(scores, test_start)
        near = dating_accuracy(scores, test_start, tolerance=1)
        print(f"epoch {epoch}: bce {total / 30:.4f}, hardest decoy logit {pool.scores[0]:.2f} | "
              f"dated exactly {exact:.3f}, within a year {near:.3f}")


if __name__ == "__main__":
    main()
