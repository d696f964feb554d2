"""`outputs.update(self.predict_poses(x))` where `outputs` is the dict an unseen network returned:
what the update gives it, it holds, and a loss read from it by key backpropagates through the
pose network (no AGL009 for `predict_poses`); pose outputs no loss reads still are reported."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn
from depthkit import DepthDecoder


class PoseNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 6)

    def forward(self, x):
        return self.fc(x)


class Trainer:
    def __init__(self):
        self.depth = DepthDecoder()
        self.pose = PoseNet()
        params = list(self.depth.parameters()) + list(self.pose.parameters())
        self.optimizer = torch.optim.Adam(params, lr=1e-4)

    def predict_poses(self, inputs):
        outputs = {}
        for frame in (-1, 1):
            outputs[("cam_T_cam", 0, frame)] = self.pose(inputs[("color", frame)])
        return outputs

    def process_batch(self, inputs):
        outputs = self.depth(inputs[("color", 0)])
        MERGE
        loss = 0
        for frame in (-1, 1):
            warped = outputs[("disp", 0)] * outputs[("cam_T_cam", 0, frame)].sum()
            loss = loss + (warped - inputs[("color", frame)]).abs().mean()
        return loss

    def train(self, loader):
        for inputs in loader:
            loss = self.process_batch(inputs)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()


Trainer().train([{("color", f): torch.randn(2, 6) for f in (-1, 0, 1)}])
'''


def codes(merge: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("MERGE", merge))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_poses_merged_into_the_outputs_reach_the_loss():
    assert codes("outputs.update(self.predict_poses(inputs))") == []


def test_poses_no_loss_reads_are_an_evaluation_with_grad_on():
    assert codes("self.predict_poses(inputs)") == [(26, "AGL009")]
