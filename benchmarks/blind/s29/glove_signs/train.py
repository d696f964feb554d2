import torch

import glove
import model as net
import progress


def accuracy(classifier, x, y):
    classifier.eval()
    with torch.no_grad():
        acc = (classifier(x).argmax(1) == y).float().mean().item()
    classifier.train()
    return round(acc, 3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(4)
    train_x, train_y = glove.recordings(4000, rng)
    test_x, test_y = glove.recordings(1000, rng)
    classifier = net.SignGRU()
    optimizer = torch.optim.Adam(classifier.parameters(), lr=4e-3)
    meter = progress.SmoothedLoss()
    halve = progress.PlateauHalver(optimizer)
    print("untrained accuracy:", accuracy(classifier, test_x, test_y))
    for epoch in range(6):
        order = torch.randperm(len(train_x))
        for start in range(0, len(order), 50):
            idx = order[start:start + 50]
            loss = torch.nn.functional.cross_entropy(classifier(train_x[idx]), train_y[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            meter.update(loss)
            halve(meter.value)
        print(f"epoch {epoch}: smoothed loss {meter.value:.3f} lr {optimizer.param_groups[0]['lr']:.4f}"
              f" test accuracy {accuracy(classifier, test_x, test_y)}")


if __name__ == "__main__":
    main()
