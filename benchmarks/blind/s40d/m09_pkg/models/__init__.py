from .smallcnn import PatchCNN, PatchMLP


def get_model(name, **kwargs):
    return {"cnn": PatchCNN, "mlp": PatchMLP}[name](**kwargs)
