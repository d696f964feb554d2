import itertools

import torch
import torch.nn.functional as F

from modulation_fewshot.encoder import BurstEncoder
from modulation_fewshot.episodes import episodes, novel_schemes, training_schemes
from modulation_fewshot.prototypes import PrototypeBank

WAYS, SHOTS, QUERIES, CHUNK = 3, 5, 30, 30


def accuracy(bank, stream, count):
    bank.encoder.eval()
    hits = total = 0
    with torch.no_grad():
        for support, labels, chunks in itertools.islice(stream, count):
            bank.refresh(support, labels, WAYS)
            for queries, target in chunks:
                hits += (bank.logits(queries).argmax(1) == target).sum().item()
                total += target.numel()
    bank.encoder.train()
    return hits / total


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    encoder = BurstEncoder()
    bank = PrototypeBank(encoder)
    optimizer = torch.optim.Adam(encoder.parameters(), lr=1e-3)
    scheduler = torch.optim.lr_scheduler.ChainedScheduler([
        torch.optim.lr_scheduler.ConstantLR(optimizer, factor=0.5, total_iters=40),
        torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.995),
    ])
    train_stream = episodes(training_schemes(), WAYS, SHOTS, QUERIES, CHUNK, generator)
    test_stream = episodes(novel_schemes(), WAYS, SHOTS, QUERIES, CHUNK,
                           torch.Generator().manual_seed(1))
    print(f"novel-scheme {WAYS}-way accuracy before training {accuracy(bank, test_stream, 40):.3f}")

    running = []
    for episode, (support, labels, chunks) in enumerate(itertools.islice(train_stream, 300)):
        bank.refresh(support, labels, WAYS)
        for queries, target in chunks:
            loss = F.cross_entropy(bank.logits(queries), target)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            running.append(loss.item())
        scheduler.step()
        if episode % 100 == 99:
            print(f"episode {episode + 1}: query ce {sum(running) / len(running):.3f} "
                  f"novel acc {accuracy(bank, test_stream, 40):.3f}")
            running.clear()


if __name__ == "__main__":
    main()
