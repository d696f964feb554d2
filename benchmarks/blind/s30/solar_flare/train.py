import torch

from solar_flare.echo import echo_updates
from solar_flare.metrics import skill_report
from solar_flare.net import FlareNet
from solar_flare.sharp import CLASSES, active_regions

BATCH = 64
ECHO = 2
EPOCHS = 5


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    series, labels = active_regions(1600, seed=21)
    test_series, test_labels = active_regions(600, seed=22)
    counts = torch.bincount(labels, minlength=len(CLASSES)).float()
    class_weight = counts.sum() / (len(CLASSES) * counts)
    print("class counts", dict(zip(CLASSES, counts.int().tolist())))

    net = FlareNet()
    opt = torch.optim.RAdam(net.parameters(), lr=2e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.MultiplicativeLR(opt, lambda epoch: 0.85)
    print("untrained", skill_report(net, test_series, test_labels))
    for epoch in range(EPOCHS):
        order = torch.randperm(len(series))
        losses = []
        for i in range(0, len(order), BATCH):
            idx = order[i:i + BATCH]
            feats = net.encode(series[idx])
            losses.append(echo_updates(net, opt, feats, labels[idx], class_weight, ECHO))
        sched.step()
        report = {k: round(v, 3) for k, v in skill_report(net, test_series, test_labels).items()}
        print(f"epoch {epoch + 1}  ce {sum(losses) / len(losses):.3f}  {report}")


if __name__ == "__main__":
    main()
