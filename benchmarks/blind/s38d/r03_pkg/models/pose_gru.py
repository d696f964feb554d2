import torch
import torch.nn as nn


class KeypointSignClassifier(nn.Module):
    """Isolated sign recognition from 2-D hand/upper-body keypoint sequences."""

    def __init__(self, num_joints, hidden, num_classes, dropout=0.1):
        super().__init__()
        self.joint_embed = nn.Sequential(nn.Linear(num_joints * 2, hidden), nn.LayerNorm(hidden), nn.GELU())
        self.tconv = nn.Conv1d(hidden, hidden, kernel_size=5, padding=2)
        self.gru = nn.GRU(hidden, hidden, batch_first=True, bidirectional=True)
        self.drop = nn.Dropout(dropout)
        self.head = nn.Linear(2 * hidden, num_classes)

    def forward(self, kpts):
        b, t = kpts.shape[:2]
        x = self.joint_embed(kpts.reshape(b, t, -1))
        x = x + torch.relu(self.tconv(x.transpose(1, 2))).transpose(1, 2)
        feats, _ = self.gru(x)
        logits = self.head(self.drop(feats.mean(1)))
        return {"logits": logits, "features": feats}
