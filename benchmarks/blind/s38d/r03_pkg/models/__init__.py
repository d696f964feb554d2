from .pose_gru import KeypointSignClassifier


def build_model(cfg):
    m = cfg["model"]
    return KeypointSignClassifier(num_joints=m["num_joints"], hidden=m["hidden"],
                                  num_classes=m["num_classes"], dropout=m["dropout"])
