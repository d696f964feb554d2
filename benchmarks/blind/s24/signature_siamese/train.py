import torch

from .distances import equal_error_rate, pair_distances
from .losses import contrastive
from .strokes import sample_pairs, writer_templates
from .tower import SiameseVerifier

MARGIN = 0.8


def verification_eer(model, pairs):
    model.eval()
    with torch.no_grad():
        first, second = model(pairs[0], pairs[1])
    model.train()
    return equal_error_rate(pair_distances(first, second), pairs[2])


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_writers = writer_templates(60)
    test_writers = writer_templates(20)
    train_pairs = sample_pairs(train_writers, 2000)
    test_pairs = sample_pairs(test_writers, 800)
    model = SiameseVerifier(channels=32, embed=16)
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    print(f"test EER before training {verification_eer(model, test_pairs):.3f}")
    for epoch in range(6):
        order = torch.randperm(train_pairs[2].numel())
        for start in range(0, order.numel(), 100):
            idx = order[start:start + 100]
            first, second = model(train_pairs[0][idx], train_pairs[1][idx])
            loss = contrastive(pair_distances(first, second), train_pairs[2][idx], MARGIN)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(f"epoch {epoch}  loss {loss.item():.4f}  test EER {verification_eer(model, test_pairs):.3f}")


if __name__ == "__main__":
    main()
