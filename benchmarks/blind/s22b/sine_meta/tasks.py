import math

import torch


def sample_task():
    amp = 0.1 + 4.9 * torch.rand(1).item()
    phase = math.pi * torch.rand(1).item()

    def draw(k):
        x = 10.0 * torch.rand(k, 1) - 5.0
        return x, amp * torch.sin(x + phase)

    return draw
