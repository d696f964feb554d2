from types import SimpleNamespace

import torch
import torch.nn.functional as F

import alloys
import net
import report


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_x, train_y = alloys.jominy_records(3000, seed=1)
    test_x, test_y = alloys.jominy_records(3000, seed=2)
    train_x, test_x = alloys.standardise(train_x, test_x)
    scale = SimpleNamespace(mean=train_y.mean(), std=train_y.std())
    target = (train_y - scale.mean) / scale.std

    model = net.HardnessNet(features=train_x.shape[1])
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-4)
    schedule = torch.optim.lr_scheduler.StepLR(optimizer, step_size=6, gamma=0.3)
    shuffle = torch.Generator().manual_seed(3)
    for epoch in range(15):
        model.train()
        for rows in torch.randperm(len(target), generator=shuffle).split(64):
            optimizer.zero_grad()
            loss = F.mse_loss(model(train_x[rows]), target[rows])
            loss.backward()
            optimizer.step()
        schedule.step()
        if epoch % 3 == 2:
            print(f"epoch {epoch:2d}  test {report.calibration(model, test_x, test_y, scale)}")


if __name__ == "__main__":
    main()
