import torch

from crowd_landcover.agreement import consensus
from crowd_landcover.crowd import BANDS, COVER, cover_signatures, labelled_pixels
from crowd_landcover.net import cover_classifier
from crowd_landcover.step import weighted_step


@torch.no_grad()
def accuracy(model, pixels, truth):
    model.eval()
    return (model(pixels).argmax(dim=1) == truth).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(16)
    signatures = cover_signatures(gen)
    pixels, votes, truth = labelled_pixels(6000, signatures, gen)
    test_pixels, _, test_truth = labelled_pixels(2000, signatures, gen)
    label, agreement = consensus(votes)
    print(f"majority vote matches the truth on {(label == truth).float().mean():.3f} of pixels")
    model = cover_classifier(BANDS, len(COVER))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    print(f"test accuracy before {accuracy(model, test_pixels, test_truth):.3f}")
    for epoch in range(8):
        model.train()
        total, batches = 0.0, 0
        for rows in torch.randperm(len(label), generator=gen).split(100):
            total += weighted_step(model, optimizer, pixels[rows], label[rows], agreement[rows])
            batches += 1
        if epoch % 2 == 1:
            print(f"epoch {epoch}: weighted ce {total / batches:.3f}, "
                  f"test accuracy {accuracy(model, test_pixels, test_truth):.3f}")


if __name__ == "__main__":
    main()
