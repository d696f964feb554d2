import torch

from data import ImpressionSimulator
from model import SharedBottom
from objectives import build_objectives

SPEC = {"ctr": ("bce", {}), "ctcvr": ("bce", {"pos_weight": torch.tensor(3.0)})}


def train(model, sim, objectives, optimizer, steps=50, batch_size=64):
    for step in range(steps):
        users, items, labels = sim.sample(batch_size)
        outputs = model(users, items)
        log = {}
        for task, criterion in objectives.items():
            loss = criterion(outputs[task], labels[task])
            optimizer.zero_grad()
            loss.backward(retain_graph=True)
            optimizer.step()
            log[task] = loss.item()
        if step % 10 == 0:
            print(step, {k: round(v, 4) for k, v in log.items()})


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    sim = ImpressionSimulator()
    model = SharedBottom(sim.n_users, sim.n_items)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    train(model, sim, build_objectives(SPEC), optimizer)


if __name__ == "__main__":
    main()
