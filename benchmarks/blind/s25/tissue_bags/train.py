import torch
import torch.nn.functional as F

from .mil import SlideClassifier
from .slides import PATCH_DIM, make_bags, padded, slide_batches, tumour_signature


@torch.no_grad()
def slide_accuracy(model, bags, labels):
    model.eval()
    block, mask = padded(bags)
    logits, _ = model(block, mask)
    return ((logits > 0).float() == labels).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(4)
    signature = tumour_signature(gen)
    fit_bags, fit_labels = make_bags(480, signature, gen)
    test_bags, test_labels = make_bags(200, signature, gen)
    model = SlideClassifier(PATCH_DIM)
    optimizer = torch.optim.Adamax(model.parameters(), lr=4e-3)
    schedule = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(optimizer, T_0=4)
    print(f"test slide accuracy before {slide_accuracy(model, test_bags, test_labels):.3f}")
    for epoch in range(12):
        model.train()
        for block, mask, labels in slide_batches(fit_bags, fit_labels, 16, gen):
            logits, _ = model(block, mask)
            bce = F.binary_cross_entropy_with_logits(logits, labels)
            optimizer.zero_grad()
            bce.backward()
            optimizer.step()
        schedule.step()
        if epoch % 4 == 3:
            print(f"epoch {epoch}: test slide accuracy {slide_accuracy(model, test_bags, test_labels):.3f}")


if __name__ == "__main__":
    main()
