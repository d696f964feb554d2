import torch
import torch.nn.functional as F

from data import minibatches


def run(model, optimizer, scheduler, train, val, epochs, batch_size, generator):
    for epoch in range(epochs):
        for x, machine, ref, y in minibatches(train, batch_size, generator):
            loss = F.mse_loss(model(x, machine, ref), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        scheduler.step()
        if (epoch + 1) % 4 == 0:
            print(f"epoch {epoch + 1:2d}  val mae {mae(model, val):.3f} kg")


@torch.no_grad()
def mae(model, data):
    x, machine, ref, y = data
    return (model(x, machine, ref) - y).abs().mean().item()


@torch.no_grad()
def per_machine_bias(model, data, n_machines):
    x, machine, ref, y = data
    err = model(x, machine, ref) - y
    return [err[machine == m].mean().item() for m in range(n_machines)]
