import torch
import torch.nn.functional as F

import attribution
import candidates
import net as netlib


@torch.no_grad()
def accuracy(model, profiles, labels):
    model.eval()
    return (model(profiles).argmax(dim=1) == labels).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(5)
    train_x, train_y, _ = candidates.make_candidates(3000, gen)
    test_x, test_y, test_on = candidates.make_candidates(600, gen)
    model = netlib.ProfileClassifier(len(candidates.CLASSES))
    optimizer = torch.optim.RMSprop(model.parameters(), lr=2e-3)
    print(f"untrained test accuracy {accuracy(model, test_x, test_y):.3f}")
    for epoch in range(5):
        model.train()
        order = torch.randperm(len(train_y), generator=gen)
        for start in range(0, len(order), 64):
            idx = order[start:start + 64]
            optimizer.zero_grad()
            F.cross_entropy(model(train_x[idx]), train_y[idx]).backward()
            optimizer.step()
        print(f"epoch {epoch}: test accuracy {accuracy(model, test_x, test_y):.3f}")

    pulsars = test_y == candidates.CLASSES.index("pulsar")
    scores = attribution.integrated_gradients(
        model, test_x[pulsars], target=candidates.CLASSES.index("pulsar"))
    share = attribution.on_pulse_share(scores, test_on[pulsars])
    width = test_on[pulsars].float().mean().item()
    print(f"pulsar candidates: {share:.3f} of the positive attribution lies on-pulse "
          f"(the window covers {width:.3f} of the bins)")


if __name__ == "__main__":
    main()
