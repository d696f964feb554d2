"""Hotel-booking cancellation prediction with a wide & deep model."""
