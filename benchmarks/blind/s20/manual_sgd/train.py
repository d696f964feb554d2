"""Run:  cd manual_sgd && python train.py"""
import torch

from data import make_housing, minibatches
from state import init_state
from updates import sgd_step

torch.manual_seed(0)
torch.set_num_threads(1)


def forward(state, x):
    h = torch.relu(x @ state.w1 + state.b1)
    return h @ state.w2 + state.b2


def main():
    x, y = make_housing()
    state = init_state(x.size(1), 32)
    for epoch in range(15):
        total = 0.0
        for xb, yb in minibatches(x, y, 64):
            loss = torch.nn.functional.mse_loss(forward(state, xb), yb)
            loss.backward()
            state = sgd_step(state, lr=0.05, weight_decay=1e-4)
            total += loss.item() * xb.size(0)
        state.history.append(total / x.size(0))
        if epoch % 5 == 0:
            print(f"epoch {epoch:2d} mse {state.history[-1]:.4f}")
    print("final mse", state.history[-1], "steps", state.step)


if __name__ == "__main__":
    main()
