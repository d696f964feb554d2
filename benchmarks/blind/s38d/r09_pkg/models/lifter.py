import torch
import torch.nn as nn


class TemporalLifter(nn.Module):
    """VideoPose3D-style dilated temporal convolutions: 2-D keypoint window -> 3-D pose of the centre frame."""

    def __init__(self, num_joints, hidden, receptive_field=9, dropout=0.1):
        super().__init__()
        self.num_joints = num_joints
        self.expand = nn.Sequential(nn.Conv1d(num_joints * 2, hidden, 3), nn.BatchNorm1d(hidden), nn.ReLU(),
                                    nn.Dropout(dropout))
        self.blocks = nn.Sequential(nn.Conv1d(hidden, hidden, 3, dilation=3), nn.BatchNorm1d(hidden), nn.ReLU(),
                                    nn.Dropout(dropout))
        self.shrink = nn.Conv1d(hidden, num_joints * 3, 1)

    def forward(self, kp2d):                        # B, T, J, 2
        b, t = kp2d.shape[:2]
        x = self.blocks(self.expand(kp2d.reshape(b, t, -1).transpose(1, 2)))
        return self.shrink(x)[..., -1].view(b, self.num_joints, 3)


class KinematicCritic(nn.Module):
    """Scores plausibility of a 3-D pose from its joint positions and bone lengths (KCS-like)."""

    def __init__(self, num_joints, bones, hidden):
        super().__init__()
        self.register_buffer("bone_parent", torch.tensor([p for p, _ in bones]))
        self.register_buffer("bone_child", torch.tensor([c for _, c in bones]))
        self.net = nn.Sequential(nn.Linear(num_joints * 3 + len(bones), hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, pose3d):
        bone_len = (pose3d[:, self.bone_child] - pose3d[:, self.bone_parent]).norm(dim=-1)
        return self.net(torch.cat([pose3d.flatten(1), bone_len], -1)).squeeze(-1)
